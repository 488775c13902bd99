# bash completion for ddplay(1): the commands, their options, the values
# of seat, strain and vulnerability options, and file names.
# Installed by `make install` into share/bash-completion/completions/ddplay.

_ddplay()
{
	local cur prev cmd i
	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	cmd=
	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		table|solve|trace|analyse|analyze|practice|quiz|lead|sd)
			cmd=${COMP_WORDS[i]}
			break
			;;
		esac
	done

	# --color=WHEN, however bash splits the word at the '='
	if [[ $cur == --color=* ]]; then
		COMPREPLY=($(compgen -P --color= -W 'auto always never' -- "${cur#--color=}"))
		return
	fi
	if [[ $prev == --color && $cur == = ]]; then
		COMPREPLY=(auto always never)
		return
	fi
	if [[ $prev == = && ${COMP_WORDS[COMP_CWORD-2]} == --color ]]; then
		COMPREPLY=($(compgen -W 'auto always never' -- "$cur"))
		return
	fi

	# the values of options
	case $prev in
	--declarer|--dealer)
		COMPREPLY=($(compgen -W 'N E S W' -- "$cur"))
		return
		;;
	--strain)
		COMPREPLY=($(compgen -W 'S H D C N' -- "$cur"))
		return
		;;
	--vul)
		COMPREPLY=($(compgen -W 'None NS EW All' -- "$cur"))
		return
		;;
	--hide)
		COMPREPLY=($(compgen -W 'N E S W NS EW' -- "$cur"))
		return
		;;
	--contract)
		COMPREPLY=($(compgen -W '1N 2N 3N 4S 4H 5D 5C 6N 7N' -- "$cur"))
		return
		;;
	-o|--deals)
		COMPREPLY=($(compgen -f -- "$cur"))
		return
		;;
	--judge)
		COMPREPLY=($(compgen -W 'tricks contract' -- "$cur"))
		return
		;;
	--deal|--played|--seed|--pause|--count|--min-tricks|-j|--threads|--hand|--north|--east|--south|--west|--tries|--auction|--card|--level)
		return
		;;
	esac

	local opts
	case $cmd in
	table)    opts='--lines --json --pbn -o --dealer --vul -j --threads --quiet --color= --help' ;;
	solve)    opts='--lines --json -o -j --threads --quiet --color= --help' ;;
	trace)    opts='--lines --json --cards -o -j --quiet --color= --help' ;;
	analyse|analyze) opts='--summary --sd --sd-all --deals --seed --no-auction --tries --judge --lines --json -o -j --quiet --color= --help' ;;
	practice) opts='--strain --min-tricks --seed --gentle --pause --tries --color= --threads --help' ;;
	quiz)     opts='--seed --count --color= --threads --help' ;;
	lead)     opts='--hand --contract --declarer --auction --dealer --north --east --south --west --deals --seed -j --lines --json -o --show-deals --deal-only --no-auction --tries --help' ;;
	sd)       opts='--deals --seed -j --card --level --north --east --south --west --auction --dealer --no-auction --lines --json -o --show-deals --deal-only --tries --restricted-choice --no-restricted-choice --help' ;;
	*)        opts='--deal --declarer --strain --contract --played --hide --color= --threads --tries --practice --seed --gentle --pause --help --version' ;;
	esac
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$opts" -- "$cur"))
		[[ ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2> /dev/null
		return
	fi
	if [[ -z $cmd ]]; then
		COMPREPLY=($(compgen -W 'table solve trace analyse practice quiz lead sd help' -- "$cur"))
	fi
	COMPREPLY+=($(compgen -f -- "$cur"))
}
complete -o filenames -F _ddplay ddplay
