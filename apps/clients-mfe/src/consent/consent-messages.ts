/** The consent panel's texts. */
export const CONSENT_MESSAGES = {
  record: 'Consigner le consentement',
  withdraw: 'Retirer le consentement',
  print: 'Formulaire de consentement à signer',
  recorded: 'Consentement enregistré.',
  confirmWithdrawal: (name: string) =>
    `Retirer le consentement de ${name} ? Ses réponses de santé et ses photos seront effacées définitivement ; son identité et ses programmes de soins sont conservés.`,
  withdrawn: (answers: number, photos: number) =>
    `Consentement retiré : ${answers} réponse${answers > 1 ? 's' : ''} de santé et ${photos} photo${photos > 1 ? 's' : ''} effacée${answers + photos > 1 ? 's' : ''}.`,
} as const;
