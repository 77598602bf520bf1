import type { WalletSecrets } from '../wallet/deriveKeys'
import { actions, button, card, el, palette, row, type Theme } from './dom'

/** What ApproveTransaction shows: a title and the fields of what is being signed or sent. */
export interface RequestDescription {
  title: string
  rows: { label: string; value: string }[]
}

/** The frame's own screens. Each resolves when the visitor decides; the root is emptied afterwards. */
export interface FrameViews {
  approve(description: RequestDescription): Promise<boolean>
  /** `rememberDevice` (ephemeral mode): offered as a button, run inside the visitor's click (Storage Access API). */
  showRecoveryKit(input: {
    kit: string
    email: string
    ephemeral?: boolean
    rememberDevice?: () => Promise<boolean>
  }): Promise<void>
  askRecoveryKit(input: {
    email: string
    readKit(text: string): Promise<string | undefined>
  }): Promise<boolean>
  /**
   * Offers to add a passkey; `add` runs inside the visitor's click (the browser asks for one there) and answers
   * undefined when done, else the problem to show. Resolves false when the visitor cancels.
   */
  offerPasskey(input: { email: string; add(): Promise<string | undefined> }): Promise<boolean>
  /** Export: the secrets stay hidden until the visitor presses Reveal; resolves when they press Done. */
  showExport(input: { email: string; secrets: WalletSecrets }): Promise<void>
  /** Resolves true when the visitor confirms the deletion. */
  confirmDelete(input: { email: string }): Promise<boolean>
  /** After a deletion: resolves true when the visitor asks for a new wallet for this e-mail. */
  confirmNewWallet(input: { email: string }): Promise<boolean>
}

const EXPORT_WARNING =
  'Anyone who sees these can take everything in this wallet. Reveal them only where nobody is watching, and never type them into a website.'
const DELETE_WARNING =
  'The wallet server forgets its part of this wallet and your passkeys, and every session ends. Without the recovery kit or an export, the wallet and everything in it are then lost for good.'
const DELETED_NOTICE =
  'You deleted the wallet of this e-mail. A new wallet has new addresses: what the old one held is not in it.'

const PASSKEY_TEXT =
  'A passkey opens this wallet on any device where you have it, without the recovery kit: your device or password manager keeps it, and the wallet server never sees the key it unlocks.'

/** Time the Approve button stays disarmed after it appears, so a click aimed at the host page cannot land on it. */
const ARM_DELAY_MS = 500

const LOSS_WARNING =
  'Keep this kit somewhere safe and private. Your wallet is split in three: this device, the wallet server and this kit; any two open it. If you lose both this device’s data and this kit, the wallet and everything in it are lost for good: neither this site nor the wallet server holds enough of it to rebuild it.'

const EPHEMERAL_NOTICE =
  'This browser keeps nothing for the wallet on this site, so this device will not remember it: next time, open it with this kit or a passkey after your e-mail code.'
const REMEMBERED_NOTICE = 'This browser now keeps the wallet on this device.'
const NOT_REMEMBERED_NOTICE =
  'Your browser did not allow it, so this device will not remember the wallet: next time, open it with this kit or a passkey after your e-mail code.'
const NEEDS_KIT_MESSAGE =
  'This wallet was created on another device. To open it here, paste the recovery kit you saved when you created it. Without the kit (or the first device) it cannot be opened: the wallet server alone holds only one of the two parts needed, by design.'

/**
 * Ephemeral mode's notice: this device will not remember the wallet; where the browser has the Storage Access API,
 * a button asks it (inside the click) to let the frame keep it, and the notice says what the browser answered.
 */
function ephemeralNotice(theme: Theme, rememberDevice: (() => Promise<boolean>) | undefined): HTMLElement[] {
  const notice = el('p', {
    text: EPHEMERAL_NOTICE,
    attrs: { 'data-ephemeral-notice': '' },
    style: { margin: '0 0 12px', fontWeight: '600' },
  })
  if (!rememberDevice) return [notice]
  const remember: HTMLButtonElement = button(theme, 'Remember this wallet on this device', false, () => {
    remember.disabled = true
    void rememberDevice().then((kept) => {
      notice.textContent = kept ? REMEMBERED_NOTICE : NOT_REMEMBERED_NOTICE
      notice.dataset.storageAccess = kept ? 'granted' : 'refused'
      if (kept) remember.remove()
      else remember.disabled = false
    })
  })
  return [notice, actions(remember)]
}

export function createFrameViews(root: HTMLElement, theme: () => Theme): FrameViews {
  const show = (node: HTMLElement) => root.replaceChildren(node)
  const clear = () => root.replaceChildren()

  return {
    approve(description) {
      return new Promise((resolve) => {
        const done = (approved: boolean) => {
          clear()
          resolve(approved)
        }
        const approve = button(theme(), 'Approve', true, () => done(true))
        approve.disabled = true
        setTimeout(() => {
          approve.disabled = false
        }, ARM_DELAY_MS)
        const list = el('div', {}, ...description.rows.map(({ label, value }) => row(theme(), label, value)))
        const view = card(
          theme(),
          description.title,
          list,
          actions(
            button(theme(), 'Reject', false, () => done(false)),
            approve,
          ),
        )
        view.dataset.view = 'ApproveTransaction'
        show(view)
      })
    },

    showRecoveryKit({ kit, email, ephemeral, rememberDevice }) {
      return new Promise((resolve) => {
        const colors = palette(theme())
        const text = el('textarea', {
          attrs: { readonly: '', rows: '4', 'aria-label': 'Recovery kit', 'data-recovery-kit': '' },
          style: {
            width: '100%',
            boxSizing: 'border-box',
            font: '12px ui-monospace, monospace',
            background: colors.field,
            color: colors.text,
            border: `1px solid ${colors.border}`,
            borderRadius: '8px',
          },
        })
        text.value = kit
        const download = button(theme(), 'Download kit', false, () => {
          const url = URL.createObjectURL(new Blob([kit], { type: 'text/plain' }))
          const link = el('a', { attrs: { href: url, download: `wallet-recovery-kit-${email}.txt` } })
          link.click()
          setTimeout(() => URL.revokeObjectURL(url), 10_000)
        })
        const copy = button(theme(), 'Copy', false, () => {
          void navigator.clipboard?.writeText(kit).then(() => {
            copy.textContent = 'Copied'
          })
        })
        const saved = el('input', { attrs: { type: 'checkbox', id: 'latch-kit-saved' } })
        const proceed = button(theme(), 'Continue', true, () => {
          clear()
          resolve()
        })
        proceed.disabled = true
        saved.addEventListener('change', () => {
          proceed.disabled = !saved.checked
        })
        const view = card(
          theme(),
          'Save your recovery kit',
          el('p', { text: LOSS_WARNING, style: { margin: '0 0 12px' } }),
          ...(ephemeral ? ephemeralNotice(theme(), rememberDevice) : []),
          text,
          actions(download, copy),
          el(
            'label',
            { attrs: { for: 'latch-kit-saved' }, style: { display: 'flex', gap: '8px', marginTop: '12px' } },
            saved,
            el('span', { text: 'I have saved my recovery kit' }),
          ),
          actions(proceed),
        )
        view.dataset.view = 'RecoveryKit'
        show(view)
      })
    },

    askRecoveryKit({ email, readKit }) {
      return new Promise((resolve) => {
        const colors = palette(theme())
        const input = el('textarea', {
          attrs: { rows: '4', 'aria-label': 'Recovery kit', placeholder: 'latch-recovery-kit-1 …' },
          style: {
            width: '100%',
            boxSizing: 'border-box',
            font: '12px ui-monospace, monospace',
            background: colors.field,
            color: colors.text,
            border: `1px solid ${colors.border}`,
            borderRadius: '8px',
          },
        })
        const file = el('input', {
          attrs: { type: 'file', accept: '.txt,text/plain', 'aria-label': 'Kit file' },
        })
        file.addEventListener('change', () => {
          void file.files?.[0]?.text().then((content) => {
            input.value = content
          })
        })
        const problem = el('p', { attrs: { role: 'alert' }, style: { color: '#d92d20', minHeight: '1em' } })
        const open = button(theme(), 'Open wallet', true, () => {
          open.disabled = true
          void readKit(input.value).then((error) => {
            open.disabled = false
            if (error === undefined) {
              clear()
              resolve(true)
            } else problem.textContent = error
          })
        })
        const cancel = button(theme(), 'Cancel', false, () => {
          clear()
          resolve(false)
        })
        const view = card(
          theme(),
          'Open your wallet on this device',
          el('p', { text: NEEDS_KIT_MESSAGE, style: { margin: '0 0 12px' } }),
          el('p', { text: email, style: { margin: '0 0 8px', color: colors.muted } }),
          input,
          file,
          problem,
          actions(cancel, open),
        )
        view.dataset.view = 'RecoverWallet'
        show(view)
      })
    },
    offerPasskey({ email, add }) {
      return new Promise((resolve) => {
        const colors = palette(theme())
        const problem = el('p', { attrs: { role: 'alert' }, style: { color: '#d92d20', minHeight: '1em' } })
        const create = button(theme(), 'Add a passkey', true, () => {
          create.disabled = true
          problem.textContent = ''
          void add().then((error) => {
            create.disabled = false
            if (error === undefined) {
              clear()
              resolve(true)
            } else problem.textContent = error
          })
        })
        const cancel = button(theme(), 'Not now', false, () => {
          clear()
          resolve(false)
        })
        const view = card(
          theme(),
          'Add a passkey',
          el('p', { text: PASSKEY_TEXT, style: { margin: '0 0 12px' } }),
          el('p', { text: email, style: { margin: '0 0 8px', color: colors.muted } }),
          problem,
          actions(cancel, create),
        )
        view.dataset.view = 'AddPasskey'
        show(view)
      })
    },
    showExport({ email, secrets }) {
      return new Promise((resolve) => {
        const colors = palette(theme())
        const shown = el('div', { attrs: { 'data-export-secrets': '' } })
        const reveal = button(theme(), 'Reveal', true, () => {
          reveal.remove()
          const phrase = row(theme(), 'Secret recovery phrase', secrets.mnemonic)
          phrase.dataset.exportMnemonic = ''
          const evm = row(theme(), 'EVM private key', secrets.evmPrivateKey)
          evm.dataset.exportEvmKey = ''
          const solana = row(theme(), 'Solana private key', secrets.solanaSecretKey)
          solana.dataset.exportSolanaKey = ''
          shown.replaceChildren(phrase, evm, solana)
        })
        const done = button(theme(), 'Done', false, () => {
          shown.replaceChildren()
          clear()
          resolve()
        })
        const view = card(
          theme(),
          'Export your wallet',
          el('p', { text: EXPORT_WARNING, style: { margin: '0 0 12px' } }),
          el('p', { text: email, style: { margin: '0 0 8px', color: colors.muted } }),
          shown,
          actions(done, reveal),
        )
        view.dataset.view = 'ExportWallet'
        show(view)
      })
    },
    confirmDelete({ email }) {
      return new Promise((resolve) => {
        const colors = palette(theme())
        const done = (confirmed: boolean) => {
          clear()
          resolve(confirmed)
        }
        const remove = button(theme(), 'Delete wallet', true, () => done(true))
        remove.disabled = true
        setTimeout(() => {
          remove.disabled = false
        }, ARM_DELAY_MS)
        const view = card(
          theme(),
          'Delete your wallet?',
          el('p', { text: DELETE_WARNING, style: { margin: '0 0 12px' } }),
          el('p', { text: email, style: { margin: '0 0 8px', color: colors.muted } }),
          actions(
            button(theme(), 'Cancel', false, () => done(false)),
            remove,
          ),
        )
        view.dataset.view = 'DeleteWallet'
        show(view)
      })
    },
    confirmNewWallet({ email }) {
      return new Promise((resolve) => {
        const colors = palette(theme())
        const done = (confirmed: boolean) => {
          clear()
          resolve(confirmed)
        }
        const view = card(
          theme(),
          'Create a new wallet?',
          el('p', { text: DELETED_NOTICE, style: { margin: '0 0 12px' } }),
          el('p', { text: email, style: { margin: '0 0 8px', color: colors.muted } }),
          actions(
            button(theme(), 'Cancel', false, () => done(false)),
            button(theme(), 'Create a new wallet', true, () => done(true)),
          ),
        )
        view.dataset.view = 'NewWalletAfterDelete'
        show(view)
      })
    },
  }
}
