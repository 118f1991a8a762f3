export { walletRoutes } from './wallet.routes.js';
export { appendWalletEntry, creditTopUp } from './wallet.service.js';
