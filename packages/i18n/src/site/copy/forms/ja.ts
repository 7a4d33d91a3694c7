import type { FormsCopy } from './en';

/** Japanese copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'メッセージを受け付けました',
    greeting: '{name} 様',
    received: {
      contact:
        'Koinoniaにご連絡いただき、ありがとうございます。メッセージを受け付けました。2営業日以内にお返事いたします。',
      enterprise:
        '教会でのKoinoniaのご利用をご検討いただき、ありがとうございます。1営業日以内に担当者からご連絡し、ご相談やデモの日程を調整いたします。',
      support:
        'Koinoniaサポートにご連絡いただき、ありがとうございます。お問い合わせを受け付けました。1営業日以内にお返事いたします。',
    },
    copyHeading: 'お送りいただいたメッセージ',
    ignore: 'このメッセージにお心当たりがない場合は、このメールを破棄してください。',
    signature: 'Koinoniaチーム',
  },
  fields: {
    name: 'お名前',
    email: 'メールアドレス',
    message: 'メッセージ',
    organization: '教会または団体',
    congregationSize: '教会の規模',
    category: 'ご用件',
    optional: '（任意）',
  },
  congregationSizes: {
    under100: '100人未満',
    from100to499: '100～499人',
    from500to1999: '500～1,999人',
    from2000: '2,000人以上',
  },
  categories: {
    support: 'サポート・技術的なお問い合わせ',
    partnerships: '教会とのパートナーシップ・デモ',
    general: '一般的なお問い合わせ',
  },
  categoryHints: {
    support: 'ログイン、プランやキャンドル、うまく動かない機能について。',
    partnerships: '教会へのKoinoniaの導入や、デモのご予約について。',
    general: 'ご質問、アイデア、ご意見。',
  },
  hints: {
    characters: '{count} / {max}文字',
  },
  errors: {
    summary: '強調表示された項目を修正してください。',
    nameRequired: 'お名前を入力してください。',
    nameTooLong: 'お名前は{max}文字以内で入力してください。',
    emailRequired: 'メールアドレスを入力してください。',
    emailInvalid: '有効なメールアドレスを入力してください（例：name@example.com）。',
    emailTooLong: 'メールアドレスは{max}文字以内で入力してください。',
    messageTooShort: 'メッセージは{min}文字以上で入力してください。',
    messageTooLong: 'メッセージは{max}文字以内で入力してください。',
    organizationRequired: '教会または団体の名前を入力してください。',
    organizationTooLong: '教会または団体の名前は{max}文字以内で入力してください。',
    sizeRequired: '教会の規模を選択してください。',
    categoryRequired: 'ご用件を選択してください。',
    rateLimited: '短時間に複数のメッセージが送信されました。{minutes}分後にもう一度お試しください。',
    network: 'Koinoniaに接続できませんでした。通信環境をご確認ください。メッセージは消えずに残っています。',
    server: 'こちら側で問題が発生しました。メッセージは消えずに残っていますので、もう一度お試しください。',
  },
  states: {
    send: '送信',
    sending: '送信中…',
    sentTitle: 'ありがとうございます。メッセージを送信しました',
    sentBody:
      '{email} に確認メールをお送りしました。しばらくしても届かない場合は、迷惑メールフォルダをご確認ください。',
    sendAnother: '別のメッセージを送る',
  },
  contact: {
    meta: {
      title: 'Koinoniaチームにメッセージを送る',
      description:
        'アプリについてのご質問、アイデア、ご意見をKoinoniaチームにお寄せください。すべてのメッセージに目を通し、2営業日以内にメールでお返事します。',
    },
    hero: {
      eyebrow: 'お問い合わせ',
      title: 'メッセージを送る',
      subtitle: '思っていることをお聞かせください。2営業日以内にメールでお返事します。',
    },
  },
  enterprise: {
    meta: {
      title: '教会のためのKoinonia：チームにご相談ください',
      description:
        '大規模な教会、複数のキャンパス、教会のネットワークにKoinoniaを。教会のことをお聞かせいただければ、ご相談とライブデモの機会をご用意します。',
    },
    hero: {
      eyebrow: '教会プランとエンタープライズプラン',
      title: 'あなたの教会のためのKoinoniaを一緒に考えましょう',
      subtitle: '会衆とミニストリーについてお聞かせください。Koinoniaがどのようにお役に立てるかをご紹介します。',
    },
    points: {
      title: 'このあとの流れ',
      items: [
        '1営業日以内にお返事し、ご相談の日程を調整します。',
        'ライブデモで、あなたとスタッフの皆さんにKoinoniaをご紹介します。',
        '会衆とキャンパスに合ったプランを一緒に選びます。',
        'ご検討はご自分のペースで。義務は一切ありません。',
      ],
    },
  },
  support: {
    meta: {
      title: 'Koinoniaサポート：アカウントのお困りごと',
      description:
        'ログイン、プランとAIキャンドル、教会の設定、うまく動かない機能についてサポートします。サポートチームが1営業日以内にお返事します。',
    },
    hero: {
      eyebrow: 'サポート',
      title: 'どのようなお困りごとですか？',
      subtitle: '何が起きているか、本来どうなるはずだったかをお知らせください。1営業日以内にお返事します。',
    },
    before: {
      title: 'お問い合わせの前に',
      body: 'ログインからプラン、キャンドル、プライバシーまで、多くの答えがよくある質問とヘルプガイドにあります。',
    },
  },
};

export default copy;
