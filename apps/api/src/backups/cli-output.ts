/** How the backup and restore commands write sizes, durations and dates for the practitioner. */
export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
export const seconds = (ms: number) => `${(ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`;
export const dateTime = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * npm runs a workspace's script in the workspace's folder: paths the practitioner typed (the archive, DATA_DIR,
 * BACKUP_DIR) are read from where the command was typed instead.
 */
export function readPathsFromCallerFolder(): void {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
