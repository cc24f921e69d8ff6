/**
 * The one error a service throws to answer a request on purpose. The error handler sends it as
 * `{code, message}` (plus `details` when given) with its status, 5xx included: the message is
 * written for the user, so nothing internal leaks. Anything else thrown is a 500 with an errorId.
 * The status is `statusCode`, the name Fastify's own errors use.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A 400 for input the schema let through but a rule refuses: the code a schema failure has. */
export function validationError(message: string): AppError {
  return new AppError(400, 'VALIDATION_ERROR', message);
}
