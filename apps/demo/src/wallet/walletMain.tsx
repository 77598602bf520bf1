import { createRoot } from 'react-dom/client'
import { WalletPage } from './WalletPage'

// The demo's WalletConnect wallet: the official sign-client 2.21.8 in this page with the dev wallets' keys, through
// the demo's relay. Paste the URI copied from the modal, approve, then answer each request.
const root = document.getElementById('root')
if (root) createRoot(root).render(<WalletPage origin={window.location.origin} />)
