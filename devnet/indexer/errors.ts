// The one error type the indexer handlers throw: rollytics answers every failure as plain text
// with a status, so a handler failure is just (status, exact body).

export class HttpError extends Error {
	constructor(
		readonly status: number,
		message: string
	) {
		super(message);
	}
}

/** 400 with the given body (rollytics wraps every parse failure as fiber.StatusBadRequest). */
export const badRequest = (message: string) => new HttpError(400, message);

/** What Fiber's error handler sends for any 5xx: the real message is only logged. */
export const internalError = () => new HttpError(500, 'Internal Server Error');
