/**
 * Seed polls, the top-10 vote of article 1024 and the regional-economy quiz (its questions in
 * quiz.json).
 */
import quiz from './quiz.json';

/** A poll variant with its vote count. */
interface SeedVariant {
  id: string;
  title: string;
  votes: number;
}

/** A poll. */
export interface SeedPoll {
  id: string;
  title: string;
  /** 'open' accepts votes; 'finished' shows results only. */
  state: 'open' | 'finished';
  variants: SeedVariant[];
}

/** Poll 7 (open) and poll 8 (finished). */
export function seedPolls(): SeedPoll[] {
  return [
    {
      id: '7',
      title: 'Как изменится выручка вашей компании в этом году?',
      state: 'open',
      variants: [
        { id: '71', title: 'Вырастет более чем на 10%', votes: 143 },
        { id: '72', title: 'Вырастет незначительно', votes: 212 },
        { id: '73', title: 'Останется на прежнем уровне', votes: 98 },
        { id: '74', title: 'Снизится', votes: 61 },
      ],
    },
    {
      id: '8',
      title: 'Нужен ли Окской области второй индустриальный парк?',
      state: 'finished',
      variants: [
        { id: '81', title: 'Да, и как можно скорее', votes: 188 },
        { id: '82', title: 'Да, но после заполнения «Ока-Восток»', votes: 264 },
        { id: '83', title: 'Нет, лучше поддерживать существующие предприятия', votes: 119 },
      ],
    },
  ];
}

/** A top-10 block: an article's list of nominees. */
export interface SeedTop10 {
  articleId: string;
  title: string;
  variants: { id: string; title: string; count: number }[];
}

/** The top-10 vote shown with article 1024. */
export function seedTop10(): SeedTop10[] {
  return [
    {
      articleId: '1024',
      title: 'Лучший работодатель Окской области',
      variants: [
        { id: '101', title: '«Окский станкостроительный завод»', count: 412 },
        { id: '102', title: 'Заречный молочный комбинат', count: 287 },
        { id: '103', title: 'Банк «Окский кредит»', count: 198 },
        { id: '104', title: 'IT-компания «ТехноСфера»', count: 356 },
        { id: '105', title: '«ОкаПолимер»', count: 121 },
        { id: '106', title: 'Агрохолдинг «Поле»', count: 243 },
        { id: '107', title: 'Окская фармацевтическая фабрика', count: 175 },
        { id: '108', title: '«Окскэнерго»', count: 164 },
        { id: '109', title: 'Сеть пекарен «Хлебный дом»', count: 92 },
        { id: '110', title: 'Ветлужский лесной комбинат', count: 77 },
      ],
    },
  ];
}

/** One quiz question: `id` is the `vote_id` sent to /process/quiz-vote. */
interface QuizQuestion {
  id: string;
  text: string;
  variants: { id: string; text: string; correct: boolean }[];
  /** Shown after the answer. */
  explanation: string;
}

/** A quiz as the demo page embeds it (JSON child of `<biz-quiz>`). */
export interface QuizDefinition {
  id: string;
  title: string;
  questions: QuizQuestion[];
  /** Score ranges (number of correct answers, inclusive) and their verdicts (docs/server-contract.md#quiz-definition). */
  results: { min: number; max: number; title: string; text: string }[];
}

/**
 * The regional economy quiz (id 3), five questions: the data of quiz.json, which is also the
 * JSON the demo page embeds in `<biz-quiz quiz-id="3">` (tests/unit/demo checks they agree).
 */
export const DEMO_QUIZ: QuizDefinition = quiz;

/** Seeded answer counts: question id → variant id → votes. */
export function seedQuizVotes(): Map<string, Map<string, number>> {
  const counts: Record<string, number[]> = {
    '301': [214, 96, 41, 22],
    '302': [58, 133, 241, 19],
    '303': [187, 102, 33],
    '304': [64, 199, 52, 31],
    '305': [41, 152, 97, 58],
  };
  const out = new Map<string, Map<string, number>>();
  for (const q of DEMO_QUIZ.questions) {
    const votes = counts[q.id] ?? [];
    out.set(q.id, new Map(q.variants.map((v, i) => [v.id, votes[i] ?? 0])));
  }
  return out;
}
