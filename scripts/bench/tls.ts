// A throwaway self-signed certificate for the benchmark's HTTPS/HTTP2 static host (production
// static hosts speak HTTP/2, so requests are not queued six per connection as with HTTP/1.1).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function selfSignedCert(): { key: string; cert: string } {
	const dir = mkdtempSync(join(tmpdir(), 'loom-bench-'));
	try {
		execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
		return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
