// `npm run devnet`: start the devnet alone (DEVNET_PORT, default 4174) until Ctrl-C.
import { startDevnet } from './server';

const port = Number(process.env.DEVNET_PORT ?? 4174);
const devnet = await startDevnet({ port, verbose: process.env.DEVNET_VERBOSE === '1' });
process.stdout.write(`Devnet:   ${devnet.url}  (networks: ${devnet.url}/networks.json, control: ${devnet.url}/__devnet)\n`);
const stop = async () => {
	await devnet.close();
	process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
