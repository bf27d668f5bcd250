/**
 * Navigation state of the clients list after an addition: whom to show at the top. Whether she lands there or on
 * the new client's file is the practice's choice `afterClientCreated` (GET/PUT /api/settings/rules).
 */
export interface CreatedClientState {
  createdClient: { id: number; lastName: string; firstName: string };
}
