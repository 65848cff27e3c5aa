// Sign-in: the sign-in and sign-out routes, the tokens they hand out and the attempts they count,
// and local passwords (a user's own change, set-password links).
export { authRoutes } from "./routes";
export { passwordRoutes } from "./passwordRoutes";
export {
  createPasswordRepository,
  PASSWORD_LINK_TTL_MS,
  type PasswordAccount,
  type PasswordRepository,
  voidPasswordLinks,
} from "./passwords";
export {
  type Clock,
  createTokenRepository,
  DEFAULT_TOKEN_TTL_MS,
  endOtherSessions,
  type TokenRepository,
} from "./tokens";
export {
  createLoginAttemptRepository,
  LOGIN_RATE_LIMIT,
  type LoginAttemptRepository,
  type RateLimitOptions,
  type RateLimitState,
} from "./loginAttempts";
