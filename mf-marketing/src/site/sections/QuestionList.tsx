import { useFormat } from '../site-context';

export interface Question {
  question: string;
  answer: string;
}

/** Questions that open to their answers (<details>: works without JavaScript, announced as expandable). */
export function QuestionList({ items }: { items: readonly Question[] }) {
  const format = useFormat();
  return (
    <div className="k-questions">
      {items.map((item) => (
        <details key={item.question} className="k-faq">
          <summary>{format(item.question)}</summary>
          <p>{format(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}
