import { describe, expect, it } from 'vitest';
import { preloadList } from './preload-list';

describe('preloadList', () => {
	// host → app → runtime; host → list; the lazy chunk imports app, list, its own helper and a chart library.
	const chunks = {
		'host.js': { imports: ['app.js', 'list.js'] },
		'app.js': { imports: ['runtime.js'] },
		'list.js': { imports: [] },
		'lazy.js': { imports: ['app.js', 'list.js', 'helper.js', 'chart.js'] },
		'helper.js': { imports: ['runtime.js'] },
		'chart.js': { imports: [] }
	};
	const vite = ['lazy.js', 'app.js', 'runtime.js', 'list.js', 'helper.js', 'chart.js'];

	it('keeps only what the importing chunk has not loaded, with the chunk itself; nothing when only that chunk is left', () => {
		expect(preloadList('lazy.js', vite, 'host.js', chunks)).toEqual(['lazy.js', 'helper.js', 'chart.js']);
		expect(preloadList('list.js', ['list.js', 'app.js'], 'host.js', chunks)).toEqual([]);
	});

	it('drops what the importer reaches through its imports too, and keeps everything for an importer it does not know', () => {
		expect(preloadList('lazy.js', vite, 'app.js', chunks)).toEqual(['lazy.js', 'app.js', 'list.js', 'helper.js', 'chart.js']);
		expect(preloadList('lazy.js', vite, 'unknown.js', chunks)).toEqual(vite);
	});
});
