import { L } from '../lib/localized'
import type { PageSeed } from '../lib/types'
import { simplePage } from './simple'

// The Media and Sustainability families. Issue 4 gives each page its full set of blocks.
export const mediaPages: PageSeed[] = [
  simplePage('media', L('Media', 'Медиа'), L('News, stories and investor events.', 'Новости, истории и мероприятия для инвесторов.'), L('The latest from Veltrana Group.', 'Последние новости Группы Велтрана.')),
  simplePage('media/media_gallery', L('Media gallery', 'Медиагалерея'), L('Logos and office photographs for the press.', 'Логотипы и фотографии офисов для прессы.'), L('Download our logos and images of our offices.', 'Скачайте наши логотипы и изображения офисов.')),
  simplePage('media/press_contacts', L('Press contacts', 'Контакты для прессы'), L('How journalists can reach us.', 'Как журналистам связаться с нами.'), L('Write to press@veltrana.example.', 'Пишите на press@veltrana.example.')),
]

export const sustainabilityPages: PageSeed[] = [
  simplePage('sustainability', L('Sustainability', 'Устойчивое развитие'), L('Our 2030 commitments.', 'Наши обязательства до 2030 года.'), L('Environment, society and governance at the heart of the group.', 'Экология, общество и управление — в основе работы группы.')),
  simplePage('sustainability/our_commitment', L('Our commitment', 'Наши обязательства'), L('What we promise and how we measure it.', 'Что мы обещаем и как это измеряем.'), L('Net-zero operations by 2030.', 'Нулевой баланс выбросов в операционной деятельности к 2030 году.')),
  simplePage('sustainability/sustainability_governance', L('Sustainability governance', 'Управление устойчивым развитием'), L('Who is responsible for our ESG agenda.', 'Кто отвечает за нашу повестку ESG.'), L('The board oversees sustainability through a dedicated committee.', 'Совет директоров курирует устойчивое развитие через специальный комитет.')),
  simplePage('sustainability/rating_and_participation', L('Rating and participation', 'Рейтинги и участие'), L('ESG ratings and the initiatives we support.', 'ESG-рейтинги и инициативы, которые мы поддерживаем.'), L('Independent agencies rate our sustainability performance every year.', 'Независимые агентства ежегодно оценивают наши результаты в области устойчивого развития.')),
  simplePage('sustainability/environment', L('Environment', 'Экология'), L('Green business and responsible investment.', 'Зелёный бизнес и ответственные инвестиции.'), L('We cut our own footprint and finance the transition.', 'Мы сокращаем собственный след и финансируем энергопереход.')),
  simplePage('sustainability/social', L('Social', 'Общество'), L('Clients, employees and communities.', 'Клиенты, сотрудники и местные сообщества.'), L('Access to finance and care for everyone.', 'Доступ к финансам и заботе для всех.')),
  simplePage('sustainability/corparate_governance', L('Corporate governance', 'Корпоративное управление'), L('Board management, ethics and risk.', 'Работа совета, этика и управление рисками.'), L('Sound governance protects clients and shareholders.', 'Надёжное управление защищает клиентов и акционеров.')),
  simplePage('sustainability/faq', L('Sustainability FAQ', 'Вопросы и ответы об устойчивом развитии'), L('Answers to common questions about our ESG work.', 'Ответы на частые вопросы о нашей работе в области ESG.'), L('Browse questions by topic.', 'Вопросы сгруппированы по темам.')),
]
