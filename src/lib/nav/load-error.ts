// Turns a failed request inside a load into the error page, worded for the data set.
import { error } from '@sveltejs/kit';
import { ApiError } from '$lib/api/http';

export function failLoad(e: unknown, what: string): never {
	if (e instanceof ApiError) {
		if (e.status === 404)
			error(404, { message: `${what} was not found.`, kind: 'not-found', endpoint: e.endpoint, status: 404, detail: e.bodyText });
		if (e.status === 400) error(400, { message: `${what}: the indexer rejected the request.`, kind: 'input', endpoint: e.endpoint, status: 400, detail: e.bodyText });
		error(502, { message: `${what} could not be loaded: ${e.message}`, kind: 'service', endpoint: e.endpoint, status: e.status || undefined, detail: e.bodyText });
	}
	error(500, { message: `${what} could not be loaded: ${e instanceof Error ? e.message : String(e)}`, kind: 'service' });
}
