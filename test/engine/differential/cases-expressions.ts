/**
 * The `.eval` examples of §7 of the language reference (our doc), with the doc's output.
 * The reference runs with our default expression limits, so the §7.6 limit examples of the
 * doc (N = 10) are covered by engine/expression tests rather than here.
 */
import type { DocCase } from './types';

const eval7 = (template: string, output: string, data?: unknown, known?: string): DocCase => ({
  section: '§7',
  template,
  output,
  data,
  known,
});

export const expressionCases: DocCase[] = [
  eval7('{.eval 2 + 3 * 4}', '14'),
  eval7('{.eval "n=" + 5 + 1}', 'n=51'),
  eval7('{.eval @x = 3; @x ** 2}{@x}', '93'),
  eval7('{.eval max(1, "7", true) / 2}', '3.5'),
  eval7('{.eval qty >= 10 && !soldOut}', 'true', { qty: 12, soldOut: false }),
  eval7('{.eval price * 1.2}', '12', { price: '10' }),
  eval7('{.eval missing == null}', 'true'),
  eval7('{.eval 1 + obj}', '', { obj: {} }),
  eval7('{.eval 1 $ 2}', ''),
  eval7('{.eval .5}', ''),
  eval7('{.eval 1.}|{.eval 0x1F}|{.eval 1e3}|{.eval 2E-1}', '1|31|1000|0.2'),
  eval7('{.eval 1.2.3}{.eval 1e1.5}{.eval 1e}{.eval 0x}', ''),
  eval7('{.eval "a\\tb"}|{.eval "\\x41\\u0042\\U00000043"}|{.eval "\\b\\q"}', 'a\tb|ABC|bq'),
  eval7('{.eval "\\x4"}{.eval "\\u12"}{.eval "abc}', ''),
  eval7('{.eval "a\\x01b"}|{.eval "\\U0001F600"}', 'a b|😀'),
  eval7('{.eval PI}|{.eval E}|{.eval Infinity}|{.eval NaN}|{.eval @.PI}', `${Math.PI}|${Math.E}|Infinity|NaN|pi`, {
    PI: 'pi',
  }),
  eval7('{.eval foo(1)}{.eval a (1)}', ''),
  eval7('{.eval 1;}|{.eval 1;;}|{.eval 2; @a = 1}|{.eval 1, 2, 3}|{.eval 1 2 3}|{.eval a.b(1)}', '1|1||3|3|1'),
  eval7('{.eval (1}{.eval 1)}', ''),
  eval7(
    '{.eval -2 ** 2}|{.eval 2 ** 3 ** 2}|{.eval 7 % -3}|{.eval -7 % 3}|{.eval 5 % 0}|{.eval 1 / 0}',
    '4|512|1|-1|NaN|Infinity',
  ),
  eval7('{.eval 1 << 3}|{.eval -16 >> 2}|{.eval 6 & 3}|{.eval 6 ^ 3}|{.eval 6 | 3}|{.eval ~5}', '8|-4|2|5|7|-6'),
  eval7('{.eval 0 < "0x01"}|{.eval 0 < "foo"}|{.eval "b" > "a"}', 'true|false|true'),
  eval7(
    '{.eval "1" == 1}|{.eval true == 1}|{.eval null == 0}|{.eval NaN == NaN}|{.eval "1" === 1}|{.eval 1 !== 2}',
    'true|true|false|false|false|true',
  ),
  eval7('{.eval "0" && "false"}|{.eval 0 || NaN}|{.eval null || 1}', 'true|false|true'),
  eval7('{.eval -"3"}|{.eval +"0x10"}|{.eval !""}|{.eval ~"1"}|{.eval -obj}', '-3|16|true|-2|', { obj: {} }),
  eval7(
    '{.eval num("12")}|{.eval num("-0x10")}|{.eval num("1e3")}|{.eval num(" 1")}|{.eval num("12px")}|{.eval num("--1")}|{.eval num("")}',
    '12|-16|1000|NaN|NaN|NaN|0',
  ),
  eval7(
    '{.eval bool("0")}|{.eval bool("false")}|{.eval bool(NaN)}|{.eval bool(null)}|{.eval str(null)}|{.eval str(1.5)}',
    'true|true|false|false|null|1.5',
  ),
  eval7('{.eval max("x", 5)}|{.eval max(5, "x")}|{.eval min(3, 1, 2)}|{.eval abs(-4, 9)}', '5|NaN|1|4'),
  eval7('{.eval max(obj)}{.eval abs()}', '', { obj: {} }),
  eval7('{.eval @a = 1, 5}{@a}|{.eval @a = @b = 3}{@a}{@b}', '1|13'),
  eval7('{.eval a = 1}{.eval x.y = 1}{.eval 1 = 1}{.eval @a = obj}{@a}{.eval @b = -obj}{@b}|', '|', { obj: {} }),
  eval7('{.eval @ = 5}{@}', '', {}),
  eval7('{.eval obj}', '', { obj: { a: 1 } }),
  eval7('{.eval "\\x7b" + "\\x7d"}', '{}'),
];
