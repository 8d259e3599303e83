// Runs a change to someone's photos with the page's write helper, marked busy while it runs.
import { useAnswerWrite } from '../../components/table/use-api-answer.ts';

export function useRunPhotoAction(setBusy: (busy: boolean) => void, onChanged: () => void) {
  const write = useAnswerWrite({ retry: onChanged });
  return (work: Promise<unknown>, done: string) => {
    setBusy(true);
    void write(work, done).finally(() => setBusy(false));
  };
}
