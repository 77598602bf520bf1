import type { DemoService } from './demoServer.d.mts'

/** Starts the demo's SMTP sink; `url` serves /mailbox and /mailbox.json. */
export declare function startDemoMail(): Promise<DemoService & { smtpUrl: string }>
