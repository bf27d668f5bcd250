/** The console error a refused remote gets, naming both sides of the mismatch. */
export const unsupportedContract = (name: string, version: string, supported: string) =>
  `Remote "${name}" implements contract ${version}, this shell supports ${supported}: its pages show 'Module indisponible'.`;
