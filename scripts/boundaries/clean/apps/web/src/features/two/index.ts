// two enters one by its front door.
import { One } from "../one/index";

export const Two = One;
