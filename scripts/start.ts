// `npm start`: build the static site, start the devnet, serve the site configured for the devnet.
// PORT (default 4173) for the site, DEVNET_PORT (default 4174) for the devnet. Ctrl-C stops all.
import { spawnSync } from 'node:child_process';
import { devnetNetworksJson } from '../devnet/chains';
import { startDevnet } from '../devnet/server';
import { startStaticServer } from './static-server';

const port = Number(process.env.PORT ?? 4173);
const devnetPort = Number(process.env.DEVNET_PORT ?? 4174);

if (!process.argv.includes('--no-build')) {
	process.stdout.write('Building the static site…\n');
	const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
	if (build.status !== 0) process.exit(build.status ?? 1);
}

const devnet = await startDevnet({ port: devnetPort });
const site = await startStaticServer({
	dir: 'build',
	port,
	base: process.env.BASE_PATH, compress: true,
	networksJson: () => devnetNetworksJson(devnet.url)
});

process.stdout.write(`\nLoom:     ${site.url}/\nDevnet:   ${devnet.url}  (control API: ${devnet.url}/__devnet)\n\nPress Ctrl-C to stop.\n`);

const stop = async () => {
	await Promise.allSettled([site.close(), devnet.close()]);
	process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
