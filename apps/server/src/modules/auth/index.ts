// Sign-in: the sign-in and sign-out routes, the tokens they hand out and the attempts they count.
export { authRoutes } from "./routes";
export { type Clock, createTokenRepository, DEFAULT_TOKEN_TTL_MS, type TokenRepository } from "./tokens";
export {
  createLoginAttemptRepository,
  LOGIN_RATE_LIMIT,
  type LoginAttemptRepository,
  type RateLimitOptions,
  type RateLimitState,
} from "./loginAttempts";
