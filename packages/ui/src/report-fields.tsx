// A subpath of its own (@koinonia/ui/report-fields), not the shared UI kit: the remotes that let a member report
// something (a prayer request, a post, a message) carry it, the shell's first screen does not.
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { Field } from '@koinonia/ui';
import { ChoiceList } from './form-parts';

const Reasons = styled(ChoiceList)`
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

interface ReportFieldsProps<Reason extends string> {
  /** "Why are you reporting it?" */
  legend: string;
  /** The radio group's name: unique on the page when several reports can be open. */
  name: string;
  reasons: readonly Reason[];
  labelOf(reason: NoInfer<Reason>): string;
  reason: NoInfer<Reason>;
  onReason(reason: NoInfer<Reason>): void;
  detailsLabel: string;
  details: string;
  onDetails(details: string): void;
  detailsMaxLength: number;
  /** The first reason, to focus when the dialog opens. */
  firstReasonRef?: Ref<HTMLInputElement>;
}

/** What a report asks: one reason of a few, and a note for the moderators if the member wants to add one. */
export function ReportFields<Reason extends string>(props: ReportFieldsProps<Reason>) {
  const detailsId = useId();
  return (
    <>
      <Reasons>
        <legend>{props.legend}</legend>
        {props.reasons.map((option, index) => (
          <label key={option}>
            <input
              ref={index === 0 ? props.firstReasonRef : undefined}
              type="radio"
              name={props.name}
              value={option}
              checked={props.reason === option}
              onChange={() => props.onReason(option)}
            />
            {props.labelOf(option)}
          </label>
        ))}
      </Reasons>
      <Field as="div">
        <label htmlFor={detailsId}>{props.detailsLabel}</label>
        <textarea
          id={detailsId}
          rows={3}
          dir="auto"
          value={props.details}
          maxLength={props.detailsMaxLength}
          onChange={(event) => props.onDetails(event.target.value)}
        />
      </Field>
    </>
  );
}
