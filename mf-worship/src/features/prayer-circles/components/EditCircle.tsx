import { useId } from 'react';
import type { PrayerCircle } from '@koinonia/contracts';
import { useLanguage, useToast } from '@koinonia/shell-contract';
import { Card, Stack } from '@koinonia/ui';
import { useUpdatePrayerCircle } from '../api';
import { CircleForm } from './CircleForm';
import { SectionHeading } from './parts';

/** The owner renames the circle or rewrites its description. */
export function EditCircle({ circle, onDone }: { circle: PrayerCircle; onDone(): void }) {
  const { t } = useLanguage();
  const toast = useToast();
  const update = useUpdatePrayerCircle();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <SectionHeading id={headingId}>{t('circles.editTitle', 'Edit the circle')}</SectionHeading>
        <CircleForm
          initial={{ name: circle.name, description: circle.description }}
          submitLabel={t('circles.save', 'Save')}
          busyLabel={t('circles.saving', 'Saving…')}
          busy={update.isPending}
          onCancel={onDone}
          onSubmit={(body, failed) =>
            update.mutate(
              { params: { circleId: circle.id }, body },
              {
                onSuccess: () => {
                  toast({ title: t('circles.saved', 'The circle is saved') });
                  onDone();
                },
                onError: failed,
              },
            )
          }
        />
      </Stack>
    </Card>
  );
}
