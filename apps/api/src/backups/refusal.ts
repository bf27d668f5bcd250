/** A backup or restore refused for a reason the practitioner can act on; its message is French and says what to do. */
export class BackupRefusal extends Error {}
