// Words of the portal's shell (sign-in, permission guard, status pages), as the specs give them.
// Where a spec only describes a text ("a hint to enter ERP credentials"), the product's wording is
// here, so the portal, its tests and the widgets read the same sentence.

/** The employee sign-in screen and the automatic sign-in of /login?username&password. */
export const SIGN_IN_TEXTS = {
  title: "Sign in as Employee",
  hint: "Enter your ERP credentials to continue.",
  /** The warning of a sign-in answered without a key; the user stays on /login. */
  noUserFound: "No user found !!",
  loggingIn: "Logging you in",
} as const;

/** What the permission guard shows in place of what it guards. */
export const PERMISSION_DENIED_MESSAGE = "You do not have enough permissions !";

export type StatusPageKind = "401" | "403" | "404" | "logged-out";

export type StatusPageText = {
  title: string;
  message: string;
  /** The page's one way on: one step back in history, or home (which forwards to /login). */
  action: "back" | "home";
};

/** The error pages and the logged-out page of the shared layout. */
export const STATUS_PAGE_TEXTS = {
  "401": {
    title: "Authentication Required!",
    message: "Unauthorized access: you need to sign in to view this page.",
    action: "home",
  },
  "403": {
    title: "Not Authorized",
    message: "You do not have permission to view this page.",
    action: "back",
  },
  "404": {
    title: "Sorry, page not found!",
    message: "The page you are looking for does not exist or has been moved.",
    action: "home",
  },
  "logged-out": {
    title: "Sorry, You are logged out!",
    message: 'Your session has expired. Please click "Go To Home" to be directed to the login page.',
    action: "home",
  },
} as const satisfies Record<StatusPageKind, StatusPageText>;
