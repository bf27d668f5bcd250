/** Methods that change data: the Origin check guards them. */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Methods whose request carries a body for the JSON parser. */
export const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
