export { walletRoutes } from './wallet.routes.js';
export { appendWalletEntry, creditTopUp, takeBackWalletMoney } from './wallet.service.js';
export { getWalletPage } from './wallet.service.js';
