package dev.idgen.testsupport;

/** The program {@link ChildJvmTest} runs in child JVMs: prints, sleeps or exits as its arguments say. */
public final class ChildJvmMain {

    private ChildJvmMain() {
    }

    public static void main(String[] args) throws Exception {
        for (String a : args) {
            if (a.startsWith("exit=")) {
                System.out.flush();
                System.exit(Integer.parseInt(a.substring(5)));
            } else if (a.equals("sleep")) {
                Thread.sleep(60_000);
            } else if (a.equals("nanoTime")) {
                System.out.println("nanoTime=" + System.nanoTime());
            } else if (a.startsWith("err=")) {
                System.err.println(a.substring(4));
            } else {
                System.out.println(a);
            }
        }
    }
}
