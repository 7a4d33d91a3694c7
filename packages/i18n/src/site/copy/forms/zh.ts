import type { FormsCopy } from './en';

/** Chinese copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: '我们已收到你的消息',
    greeting: '{name}，你好：',
    received: {
      contact: '感谢你写信给 Koinonia。我们已收到你的消息，会在两个工作日内回复。',
      enterprise: '感谢你有意为教会使用 Koinonia。我们团队的同事会在一个工作日内与你联系，安排一次交流或演示。',
      support: '感谢你联系 Koinonia 客服。我们已收到你的请求，会在一个工作日内回复。',
    },
    copyHeading: '你的消息',
    ignore: '如果你没有发送过这条消息，可以忽略这封邮件。',
    signature: 'Koinonia 团队',
  },
  fields: {
    name: '你的姓名',
    email: '电子邮箱',
    message: '消息',
    organization: '教会或机构',
    congregationSize: '会众规模',
    category: '需要我们帮什么忙？',
    optional: '（选填）',
  },
  congregationSizes: {
    under100: '100 人以下',
    from100to499: '100–499 人',
    from500to1999: '500–1,999 人',
    from2000: '2,000 人及以上',
  },
  categories: {
    support: '客服或技术帮助',
    partnerships: '教会合作与演示',
    general: '一般咨询',
  },
  categoryHints: {
    support: '登录问题、你的方案或蜡烛，或者某项功能无法正常使用。',
    partnerships: '把 Koinonia 带到你的教会，或预约一次演示。',
    general: '问题、想法或反馈。',
  },
  hints: {
    characters: '{count} / {max} 个字符',
  },
  errors: {
    summary: '请更正标出的字段。',
    nameRequired: '请输入你的姓名。',
    nameTooLong: '姓名最多 {max} 个字符。',
    emailRequired: '请输入你的电子邮箱。',
    emailInvalid: '请输入有效的电子邮箱，例如 name@example.com。',
    emailTooLong: '电子邮箱最多 {max} 个字符。',
    messageTooShort: '消息至少需要 {min} 个字符。',
    messageTooLong: '消息最多 {max} 个字符。',
    organizationRequired: '请输入你的教会或机构名称。',
    organizationTooLong: '教会或机构名称最多 {max} 个字符。',
    sizeRequired: '请选择你们的会众规模。',
    categoryRequired: '请选择需要我们帮助的事项。',
    rateLimited: '你在短时间内发送了多条消息。请在 {minutes} 分钟后再试。',
    network: '无法连接到 Koinonia。请检查网络连接；你的消息仍保留在这里。',
    server: '我们这边出了点问题。你的消息仍保留在这里，请再试一次。',
  },
  states: {
    send: '发送',
    sending: '正在发送…',
    sentTitle: '谢谢你，消息已发送',
    sentBody: '我们已向 {email} 发送了确认邮件。如果迟迟没有收到，请查看垃圾邮件文件夹。',
    sendAnother: '再发一条消息',
  },
  contact: {
    meta: {
      title: '给 Koinonia 团队留言',
      description: '就应用的问题、想法或反馈写信给 Koinonia 团队。我们会阅读每一条消息，并在两个工作日内通过邮件回复。',
    },
    hero: {
      eyebrow: '联系',
      title: '给我们留言',
      subtitle: '告诉我们你的想法。我们会在两个工作日内通过邮件回复。',
    },
  },
  enterprise: {
    meta: {
      title: '为你的教会使用 Koinonia：联系我们的团队',
      description:
        '为大型会众、多个堂点或教会网络引入 Koinonia。告诉我们你们教会的情况，我们会安排一次交流和现场演示。',
    },
    hero: {
      eyebrow: '教会方案与企业版方案',
      title: '一起为你的教会规划 Koinonia',
      subtitle: '告诉我们你们的会众和事工，我们会向你展示 Koinonia 能如何服务他们。',
    },
    points: {
      title: '接下来会怎样',
      items: [
        '我们会在一个工作日内回复，安排一次交流。',
        '我们通过现场演示，向你和你的同工介绍 Koinonia。',
        '我们一起选择适合你们会众和堂点的方案。',
        '你可以从容决定，没有任何义务。',
      ],
    },
  },
  support: {
    meta: {
      title: 'Koinonia 客服支持：获取账户帮助',
      description:
        '登录、方案和 AI 蜡烛、教会设置，或某项功能无法正常使用，都可以在这里获得帮助。我们的客服团队会在一个工作日内回复。',
    },
    hero: {
      eyebrow: '客服支持',
      title: '我们能怎样帮助你？',
      subtitle: '告诉我们发生了什么，以及你原本期望的结果。我们会在一个工作日内回复。',
    },
    before: {
      title: '写信之前',
      body: '从登录到方案、蜡烛和隐私，许多答案都已在我们的常见问题和帮助文档中。',
    },
  },
};

export default copy;
