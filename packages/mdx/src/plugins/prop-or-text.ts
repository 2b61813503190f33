/** `props.name !== undefined ? props.name : "{name}"`: the prop the component was given, else the text as written. */
export function propOrText(name: string, text: string) {
  const prop = {
    type: 'MemberExpression',
    object: { type: 'Identifier', name: 'props' },
    property: { type: 'Identifier', name },
    computed: false,
    optional: false,
  };
  const expression = {
    type: 'ConditionalExpression',
    test: {
      type: 'BinaryExpression',
      operator: '!==',
      left: prop,
      right: { type: 'Identifier', name: 'undefined' },
    },
    consequent: prop,
    alternate: { type: 'Literal', value: text },
  };
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
    comments: [],
  };
}
