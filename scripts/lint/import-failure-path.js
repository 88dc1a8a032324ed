// ESLint rule `loom/import-failure-path`: every dynamic import() in the site needs a failure path. The
// code it loads can fail to arrive (offline before the service worker kept it, a deploy replaced the
// files, a flaky network); an import() whose rejection nobody handles is an uncaught error and a
// control that silently does nothing. Handled means one of:
// - `.catch(…)` or `.then(ok, fail)` on it (through `.then(ok)`/`.finally` and Promise.all/any/race;
//   Promise.allSettled never rejects);
// - `await import(…)` inside a `try` that has a `catch`;
// - a loader: the import() is what an arrow function (or `return`) hands back, to `new Lazy(…)` (whose
//   `error` the page shows) or to named callers that handle it (`const loadX = () => import(…)`; the
//   rule trusts them: it does not follow calls);
// - `{#await import(…)}…{:catch}` in a component;
// - a variable holding it (`const p = import(…)`) one of whose reads is handled as above;
// - a SvelteKit `load` (a `+page.ts` / `+layout.ts`): a failure there shows the route's error page.

const COMBINATORS = new Set(['all', 'any', 'race']);

/**
 * @param {any} node
 * @param {Set<string>} names
 */
function isPromiseStatic(node, names) {
	return node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'Promise' && node.property.type === 'Identifier' && names.has(node.property.name);
}

/**
 * Whether `node` sits in the `block` of a try statement with a catch clause, within its own function.
 * @param {any} node
 */
function insideTry(node) {
	for (let child = node, p = node.parent; p; child = p, p = p.parent) {
		if (p.type === 'TryStatement' && p.block === child && p.handler) return true;
		if (p.type === 'FunctionDeclaration' || p.type === 'FunctionExpression' || p.type === 'ArrowFunctionExpression') return false;
	}
	return false;
}

/**
 * Whether the promise `start` evaluates to has a failure path.
 * @param {any} start the ImportExpression (or a read of a variable holding its promise)
 * @param {import('eslint').SourceCode} source
 * @returns {boolean}
 */
function handled(start, source) {
	let node = start;
	for (;;) {
		const p = node.parent;
		switch (p.type) {
			case 'ChainExpression':
			case 'TSAsExpression':
			case 'TSNonNullExpression':
			case 'TSSatisfiesExpression':
			case 'LogicalExpression':
			case 'SequenceExpression':
				node = p;
				continue;
			case 'ConditionalExpression':
				if (p.test === node) return false;
				node = p;
				continue;
			case 'AssignmentExpression':
				// `loading ??= import(…)` hands the promise on like the expression itself
				if (p.right !== node) return false;
				node = p;
				continue;
			case 'MemberExpression': {
				const call = p.parent;
				if (p.object !== node || p.computed || call.type !== 'CallExpression' || call.callee !== p) return false;
				const method = p.property.name;
				if (method === 'catch') return true;
				if (method === 'then' && call.arguments.length >= 2) return true;
				if (method === 'then' || method === 'finally') {
					node = call;
					continue;
				}
				return false;
			}
			case 'ArrayExpression': {
				const call = p.parent;
				if (call.type !== 'CallExpression' || call.arguments[0] !== p) return false;
				if (isPromiseStatic(call.callee, new Set(['allSettled']))) return true;
				if (!isPromiseStatic(call.callee, COMBINATORS)) return false;
				node = call;
				continue;
			}
			case 'AwaitExpression':
				return insideTry(p);
			case 'ArrowFunctionExpression':
				// A loader hands the promise to whoever calls it: named (`const load = () => import(…)`, an
				// object's property, a parameter's default) or given to one (`new Lazy(() => import(…))`). Not an event handler's.
				return p.body === node && ['VariableDeclarator', 'AssignmentPattern', 'Property', 'NewExpression', 'CallExpression'].includes(p.parent.type);
			case 'ReturnStatement':
				return true;
			case 'SvelteAwaitBlock':
				return !!p.catch;
			case 'VariableDeclarator': {
				// `const p = import(…)`: handled when one of its reads is (`p.then(ok, fail)`, `return p`)
				if (p.init !== node || p.id.type !== 'Identifier') return false;
				const refs = source.getDeclaredVariables(p).flatMap((v) => v.references);
				return refs.some((r) => r.isRead() && handled(/** @type {any} */ (r.identifier), source));
			}
			default:
				return false;
		}
	}
}

/** @type {import('eslint').Rule.RuleModule} */
export const importFailurePath = {
	meta: {
		type: 'problem',
		docs: { description: 'A dynamic import() needs a failure path (catch, try, a loader, {:catch}).' },
		messages: {
			unhandled:
				"This import() has no failure path: its code may not arrive (offline, a new deploy). Add .catch / .then(ok, fail), await it in a try, or hand it to a loader (new Lazy(() => import(…)))."
		},
		schema: []
	},
	create(context) {
		if (/\/\+(page|layout)(\.server)?\.ts$/.test(context.filename)) return {};
		return {
			ImportExpression(node) {
				if (!handled(node, context.sourceCode)) context.report({ node, messageId: 'unhandled' });
			}
		};
	}
};

export default { rules: { 'import-failure-path': importFailurePath } };
