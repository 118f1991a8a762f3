export { returnUnusedDownloadRows, spendDownloadAllowance } from './download-allowance.js';
