import type { FeatureMessages } from '../../en'

/** Russian, ru: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'Кошелёк хранит вашу криптовалюту и позволяет входить в такие приложения без пароля.',
  'guide.keys': 'Ключи есть только у вас: без вашего согласия ничего не сдвинется.',
  'guide.start': 'Выберите кошелёк в каталоге, установите его и вернитесь, чтобы подключиться.',
  'guide.browse': 'Смотреть кошельки',
  'guide.email': 'Ещё нет кошелька? Продолжите с e-mail, и мы создадим его для вас.',
} satisfies Partial<FeatureMessages<'guide'>>
