// A shared component builds on lib/ and takes what features know as props.
import { format } from "../lib/format";

export const Header = (title: string) => format(title);
