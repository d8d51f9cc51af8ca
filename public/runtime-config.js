// Runtime configuration, read before the app starts. An operator edits this file on the web server to point
// the storefront at another backend without rebuilding (kiosk fleets, staging). Empty = same origin.
window.__APP_CONFIG__ = {
  apiBaseUrl: '',
  // Kiosk deployments: reset the session after this many minutes without interaction (0 = never).
  kioskIdleMinutes: 0,
};
