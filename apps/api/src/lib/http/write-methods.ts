const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The methods that change state; GET, HEAD and OPTIONS only read. */
export const isWriteMethod = (method: string): boolean => WRITE_METHODS.has(method);
