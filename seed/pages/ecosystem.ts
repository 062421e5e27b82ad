import { L } from '../../platform/seed/localized'
import type { SeedContext } from '../../platform/seed/types'

/** The ecosystem block the home and About-us pages share (one set of images for both). */
export async function ecosystemBlock(ctx: SeedContext) {
  const box = { width: 1200, height: 675 }
  return {
    blockType: 'ecosystem',
    lines: [
      { text: L('One client.', 'Один клиент.') },
      { text: L('Every financial need.', 'Любые финансовые задачи.') },
      { text: L('Care for a lifetime.', 'Забота на всю жизнь.') },
    ],
    boxes: [
      {
        title: L('Integrated finance', 'Интегрированные финансы'),
        text: L(
          'Insurance, banking and investment meet in one account. A client who opens a deposit with Veltrana Bank can protect the family, save for retirement and invest, without filling in the same forms twice.',
          'Страхование, банковские услуги и инвестиции собраны в одном аккаунте. Клиент, открывший вклад в Велтрана Банке, может застраховать семью, копить на пенсию и инвестировать — и ему не придётся дважды заполнять одни и те же анкеты.',
        ),
        image: await ctx.image(
          'eco:finance',
          L(
            'Illustration of integrated finance: overlapping circles in navy and gold joined by a single arc',
            'Иллюстрация интегрированных финансов: пересекающиеся синие и золотые круги, объединённые одной дугой',
          ),
          box,
        ),
        url: '/about_us/our_business/integrated_finance',
        linkLabel: L('About integrated finance', 'Об интегрированных финансах'),
      },
      {
        title: L('Health and senior care', 'Здоровье и забота о старшем поколении'),
        text: L(
          'Our clinics, online doctors and care residences look after clients and their parents. Insurance pays for the care; our own network makes sure it is good care.',
          'Наши клиники, онлайн-врачи и резиденции заботятся о клиентах и их родителях. Страховка оплачивает лечение, а собственная сеть группы отвечает за то, чтобы оно было качественным.',
        ),
        image: await ctx.image(
          'eco:care',
          L(
            'Illustration of health and senior care: soft teal shapes around a warm gold centre',
            'Иллюстрация заботы о здоровье: мягкие бирюзовые формы вокруг тёплого золотого центра',
          ),
          box,
        ),
        url: '/about_us/our_business/health_and_senior_care',
        linkLabel: L('About health and senior care', 'О здоровье и заботе'),
      },
    ],
    wide: {
      title: L('Technology that connects it all', 'Технологии, которые всё связывают'),
      text: L(
        'One client profile, one app and one service team across the group. Our own cloud, data and AI platforms let each business see the whole client and serve them faster, safely and at a lower cost.',
        'Единый профиль клиента, одно приложение и одна команда поддержки во всей группе. Собственные облачные платформы, данные и искусственный интеллект позволяют каждому бизнесу видеть клиента целиком и обслуживать его быстрее, надёжнее и дешевле.',
      ),
      image: await ctx.image(
        'eco:technology',
        L(
          'Illustration of the group’s technology: fine light lines linking points across a deep blue field',
          'Иллюстрация технологий группы: тонкие светлые линии, соединяющие точки на тёмно-синем поле',
        ),
        box,
      ),
      url: '/about_us/our_business',
      linkLabel: L('See how our businesses work together', 'Как работают вместе наши направления'),
    },
  }
}
