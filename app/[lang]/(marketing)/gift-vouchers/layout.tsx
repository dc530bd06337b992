/*
 * /gift-vouchers lists catalogue listings: like every catalogue page it says so when the
 * catalogue is sample data, and is then noindex (D40).
 */
export { default, metadata } from '../services/layout';
