/**
 * Sent by every call the web app makes. A page on another site cannot add a custom header to a
 * cross-origin request without a CORS preflight, which this server never grants, so a cookie-carrying
 * write that has neither Origin nor Referer is trusted only when it carries this header.
 */
export const APP_REQUEST_HEADER = 'x-scanorder-request';
export const APP_REQUEST_HEADER_VALUE = '1';
