import type { FeatureMessages } from '../../en'

/** Persian, fa: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'کیف پول رمزارزهای شما را نگه می‌دارد و بدون رمز عبور وارد برنامه‌هایی مثل این می‌کند.',
  'guide.keys': 'کلیدهایش فقط دست شماست: بدون تأیید شما چیزی جابه‌جا نمی‌شود.',
  'guide.start': 'یکی را از فهرست انتخاب و نصب کنید، بعد برای اتصال برگردید.',
  'guide.browse': 'مرور کیف پول‌ها',
  'guide.email': 'هنوز کیف پول ندارید؟ با ایمیل ادامه دهید تا برایتان بسازیم.',
} satisfies Partial<FeatureMessages<'guide'>>
