// A feature builds on components/ and lib/.
import { Header } from "../../components/header";

export const One = Header("one");
