/** Sign-up, sign-in, verification and sessions: Better Auth behind our own routes. */
import type { FeatureModule } from '#server/modules/feature-module';
import { authRoutes } from './auth.routes';
import { createSignInFailuresRepository } from './sign-in-failures.repository';
import { createUsedTokensRepository } from './used-tokens.repository';

export const registerAuthModule: FeatureModule = async (app, context) => {
  await app.register(
    authRoutes({
      auth: context.auth,
      appUrl: context.config.appUrl,
      failures: createSignInFailuresRepository(context.database.db),
      usedTokens: createUsedTokensRepository(context.database.db),
      now: context.now,
    }),
  );
};
