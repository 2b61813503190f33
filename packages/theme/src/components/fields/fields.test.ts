import { describe, expect, it } from 'vitest';
import { twinOf } from '../twin-test-helper.ts';

describe('fields in the Markdown twin', () => {
  it('give their name, type, location, flags and default', async () => {
    const md = await twinOf(
      '<ParamField query="limit" type="integer" required default={10}>How many.</ParamField>\n\n<ResponseField name="id" type="string">The id.</ResponseField>',
    );
    expect(md).toBe(
      '**limit** `integer`, query, required, default `10`: How many.\n\n**id** `string`: The id.',
    );
  });

  it('inside running text, keep their lead and description on the line', async () => {
    expect(await twinOf('See <ParamField path="id" type="string">The id.</ParamField> here.')).toBe(
      'See **id** `string`, path: The id. here.',
    );
  });

  it('give their pre and post labels as code around the lead; deprecated={false} is no flag', async () => {
    const md = await twinOf(
      '<ResponseField name="id" type="string" pre="GET" post={[\'beta\', "v2"]} deprecated={false}>The id.</ResponseField>',
    );
    expect(md).toBe('`GET` **id** `string` `beta` `v2`: The id.');
  });
});
