'use client';

import { lazy, Suspense } from 'react';
import type { FieldsFormProps } from './fields-form';

const Form = lazy(() => import('./fields-form').then((module) => ({ default: module.FieldsForm })));

/**
 * The form of field kinds in a chunk of its own, for the templates an editor may put a form on: a page that
 * names none loads none of it at start-up (a client component a page imports is in its start-up script
 * whether it draws it or not), and one that does draws it on the server and hydrates it once its chunk is in.
 */
export function LazyFieldsForm(props: FieldsFormProps) {
  return (
    <Suspense>
      <Form {...props} />
    </Suspense>
  );
}
