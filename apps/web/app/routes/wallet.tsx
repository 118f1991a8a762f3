import { WalletView } from '../features/wallet/wallet-view';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Wallet');

export const meta = () =>
  privatePageMeta(
    'Wallet',
    'Your wallet balance, add funds for exclusive leads, and every top-up, purchase, refund and reward.',
  );

export default function WalletPage() {
  return <WalletView />;
}
