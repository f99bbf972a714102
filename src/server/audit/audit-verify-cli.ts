import { loadConfig } from '../config/index';
import { openDatabase } from '../db/database';
import { headSealer } from './audit-hash';
import { describeReport, verifyAuditTrail } from './audit-verify';

// `npm run audit:verify`: the same DATABASE_URL and AUTH_SECRET as the server. Exit code 1 when any
// entry was changed or removed, 2 when the check itself could not run.
const config = loadConfig();
const database = openDatabase(config.database);
try {
  const report = await verifyAuditTrail(database.db, headSealer(config.authSecret));
  console.log(describeReport(report));
  process.exitCode = report.problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`Could not check the audit trail: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
