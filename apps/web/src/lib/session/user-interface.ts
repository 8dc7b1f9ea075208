import {
  cancelable,
  type Cancelable,
  type LocaleDefinitions,
  type PromptArgs,
  type PromptResponse,
  type UserInterface,
  type UserInterfaceLoginResponse,
  type UserInterfaceTranslateOptions,
} from '@wharfkit/session'
import { cancelWalletPrompt, openWalletPrompt } from './wallet-prompts.ts'

/**
 * Wharf Kit's user interface, drawn by the portal's own MUI dialogs (not the web renderer's closed
 * shadow DOM, which browser tests and screen readers cannot reach).
 *
 * The login page chooses the wallet and the account itself, so Wharf never needs to ask; progress and
 * errors are shown by the transact path, so the lifecycle hooks have nothing to draw.
 */
export class PortalUserInterface implements UserInterface {
  async login(): Promise<UserInterfaceLoginResponse> {
    throw new Error('Choose a wallet on the login page.')
  }

  async onError(): Promise<void> {}
  async onAccountCreate(): Promise<never> {
    throw new Error('Account creation through a wallet is not offered; use Create account.')
  }
  async onAccountCreateComplete(): Promise<void> {}
  async onLogin(): Promise<void> {}
  async onLoginComplete(): Promise<void> {}
  async onTransact(): Promise<void> {}
  async onTransactComplete(): Promise<void> {}
  async onSign(): Promise<void> {}
  async onSignComplete(): Promise<void> {}
  async onBroadcast(): Promise<void> {}
  async onBroadcastComplete(): Promise<void> {}

  /** Shows a wallet plugin's prompt (e.g. Anchor's "open your wallet" link and countdown). */
  prompt(args: PromptArgs): Cancelable<PromptResponse> {
    const { id, answer } = openWalletPrompt<PromptResponse>({
      kind: 'wallet',
      title: args.title,
      body: args.body ?? '',
      elements: args.elements.map(({ type, label, data }) => ({ type, label, data })),
    })
    return cancelable(answer, () => cancelWalletPrompt(id))
  }

  status(): void {}

  translate(_key: string, options?: UserInterfaceTranslateOptions): string {
    return options?.default ?? ''
  }

  getTranslate() {
    return (key: string, options?: UserInterfaceTranslateOptions) => this.translate(key, options)
  }

  addTranslations(_translations: LocaleDefinitions): void {}
}
