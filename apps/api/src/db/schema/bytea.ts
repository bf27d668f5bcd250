import { customType } from 'drizzle-orm/pg-core';

/** Binary column: node-postgres reads a Buffer, PGlite a Uint8Array; both come out as a Buffer (no copy). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});
