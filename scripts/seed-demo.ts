// `npm run seed:demo`: adds clearly labelled, fictional sample listings ('Sample: ...', marked demo)
// to the provider directory of the configured database (DATABASE_URL, or PGlite in DATA_DIR,
// default ./.data, while the app is stopped: it holds the lock). Never run by the app or by default.
// `npm run seed:demo -- --remove` deletes every sample listing again.
import { openDatabase } from '#server/db/open-database';
import {
  DEMO_PROVIDERS,
  removeDemoProviders,
  seedDemoProviders,
} from '#server/modules/providers/demo-providers';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  appDatabaseUrl: process.env.DATABASE_APP_URL || undefined,
  dataDir: process.env.DATA_DIR || './.data',
});
try {
  // Outside any request the app's queries act as the system; listings are shared content anyway.
  if (process.argv.includes('--remove')) {
    console.log(`Removed ${await removeDemoProviders(database.db)} sample listings.`);
  } else {
    const added = await seedDemoProviders(database.db);
    console.log(
      `Added ${added} sample listings (${DEMO_PROVIDERS.length - added} were already there). ` +
        'They are labelled as samples in the directory; remove them with `npm run seed:demo -- --remove`.',
    );
  }
} finally {
  await database.close();
}
